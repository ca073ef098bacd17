"""The compiler's grammar (pyparsing): the words of the templates (lexicon), Oracle text
made plain (201.5 self-references, 207.2 reminder text), object phrases, references and
pronouns (115.1, 608.2b), token descriptions (111.4) and quoted abilities (113.1)."""
