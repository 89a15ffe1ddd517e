from pyarrow._substrait import (
    BoundExpressions,
    SubstraitSchema,
    deserialize_expressions,
    deserialize_schema,
    get_supported_functions,
    run_query,
    serialize_expressions,
    serialize_schema,
)

__all__ = [
    "BoundExpressions",
    "get_supported_functions",
    "run_query",
    "deserialize_expressions",
    "serialize_expressions",
    "deserialize_schema",
    "serialize_schema",
    "SubstraitSchema",
]
