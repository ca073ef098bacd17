"""The stack (405) and resolving spells and abilities (608): stack objects, following
instructions in order (608.2c; `handlers.py` is the one table from each instruction to the
function that carries it out), choices made while resolving (608.2d), "if", "if you do" and
"you may" (608.2c), optional payments (118.12), targets (115) and changing them (115.7),
copying spells (707.10), and the continuous effects a resolving spell or ability creates
(611.2)."""
