from pyarrow._csv import (
    ISO8601,
    ConvertOptions,
    CSVStreamingReader,
    CSVWriter,
    InvalidRow,
    ParseOptions,
    ReadOptions,
    WriteOptions,
    open_csv,
    read_csv,
    write_csv,
)

__all__ = [
    "ISO8601",
    "ConvertOptions",
    "CSVStreamingReader",
    "CSVWriter",
    "InvalidRow",
    "ParseOptions",
    "ReadOptions",
    "WriteOptions",
    "open_csv",
    "read_csv",
    "write_csv",
]
