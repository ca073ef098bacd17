"""Zones (400-406) and what moves between them: finding moved objects (400.7), tokens
(111), attachments (301.5, 303.4, 704.5m-p) and choices made among cards of a library,
hand or graveyard (608.2c)."""
