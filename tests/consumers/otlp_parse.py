"""Parse OTLP/JSON files with OpenTelemetry's own protobuf classes (opentelemetry-proto), in
.venv-consumers (no tracelake there), as a collector's otlpjsonfile receiver does: each line an
``ExportTraceServiceRequest``, unknown fields refused, ids hex (OTLP/JSON's one difference from
protobuf's JSON mapping, which wants base64). Prints what the spans hold, as JSON.

Usage: python otlp_parse.py FILE...
"""

from __future__ import annotations

import base64
import json
import sys
from collections import Counter

from google.protobuf import json_format
from opentelemetry.proto.collector.trace.v1.trace_service_pb2 import ExportTraceServiceRequest

_IDS = ("traceId", "spanId", "parentSpanId")


def _ids_as_base64(request: dict) -> dict:
    for resource in request.get("resourceSpans", []):
        for scope in resource.get("scopeSpans", []):
            for span in scope.get("spans", []):
                for key in _IDS:
                    if span.get(key):
                        span[key] = base64.b64encode(bytes.fromhex(span[key])).decode()
    return request


def _attrs(kvs) -> dict:
    return {kv.key: getattr(kv.value, kv.value.WhichOneof("value")) for kv in kvs}


def main(paths: list[str]) -> None:
    operations: Counter[str] = Counter()
    traces, evaluations, errors, bad_ids, calls_with_args = set(), 0, 0, 0, 0
    for path in paths:
        with open(path, encoding="utf-8") as f:
            for line in f:
                request = json_format.ParseDict(_ids_as_base64(json.loads(line)), ExportTraceServiceRequest())
                for resource in request.resource_spans:
                    assert _attrs(resource.resource.attributes)["service.name"]
                    for scope in resource.scope_spans:
                        for span in scope.spans:
                            bad_ids += len(span.trace_id) != 16 or len(span.span_id) != 8
                            traces.add(span.trace_id)
                            fields = _attrs(span.attributes)
                            operations[fields["gen_ai.operation.name"]] += 1
                            evaluations += sum(e.name == "gen_ai.evaluation.result" for e in span.events)
                            errors += span.status.code == 2
                            calls_with_args += "gen_ai.tool.call.arguments" in fields
                            assert span.end_time_unix_nano >= span.start_time_unix_nano
    print(json.dumps({"traces": len(traces), "operations": dict(operations), "evaluations": evaluations,
                      "errors": errors, "bad_ids": bad_ids, "calls_with_arguments": calls_with_args}))  # fmt: skip


if __name__ == "__main__":
    main(sys.argv[1:])
