"""Copy kernels: element types, work plans, the planner, shared-memory layouts, CUDA C."""
