"""solver: ISL and Z3 encodings of CuTe layouts and the prover facade."""
