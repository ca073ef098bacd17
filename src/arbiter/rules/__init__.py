"""The layer system (613) and the vocabulary it and the engine share (principle 2).

The layer system: layers.py (613.1-613.7, `compute`), dependency.py (613.8), statics.py
(which continuous effects exist, 611, 604), copiable.py (layer 1: 707, 708, 729), printed.py
(the values an object starts from), type_rules.py (205.1, 305.6-7), text_change.py (612).
The vocabulary: abilities (113), keyword abilities as data (702), selectors, layer parts, values
and conditions, costs (118) and instructions (608.2) as data, and the card catalog's
interface (catalog.py)."""
