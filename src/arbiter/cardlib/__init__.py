"""Hand-written card definitions in the shared vocabulary, for the few cards the compiler
can't read yet (principle 5); `tests/test_compiler_agreement.py` checks that a definition and a
full compiled reading never both exist unless they agree."""
