"""Reading Oracle text into abilities, and measuring how much of it Arbiter reads."""
