"""Zones (400-406) and what moves between them: instructions that move objects (exile,
return, 610.3), finding moved objects (400.7), drawing (121), the top of a library (401),
tokens (111), emblems (114) and attachments (301.5, 303.4, 701.3, 704.5m-p)."""
