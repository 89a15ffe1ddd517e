from pyarrow._json import ParseOptions, ReadOptions, open_json, read_json

__all__ = ["ParseOptions", "ReadOptions", "read_json", "open_json"]
