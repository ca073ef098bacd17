"""Keyword actions (701), a module per action: destroy and regenerate, discard, double,
exchange, exert, goad, cloak, transform, scry/surveil/search, explore and proliferate,
designations, turning face up or down."""
