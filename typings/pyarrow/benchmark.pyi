from pyarrow.lib import benchmark_PandasObjectIsNull

__all__ = ["benchmark_PandasObjectIsNull"]
