"""Keyword lines (702) as the compiler reads them, reminder text ignored."""
