"""Keyword actions (701), a module per action, each with the handlers of the instructions
that call for it: counter, destroy and regenerate, discard, double, exchange, fight, goad,
mill/scry/search/shuffle/surveil, sacrifice, tap and untap, transform, proliferate,
designations, exert, explore, cloak, turning face up or down."""
