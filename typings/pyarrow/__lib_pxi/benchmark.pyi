def benchmark_PandasObjectIsNull(list) -> None: ...  # noqa: N802
