"""Templates of one-shot effects (608.2): the imperative clauses of spells and abilities
and the sentences they form."""
