"""An S3 endpoint that loses acknowledgements: a proxy on loopback in front of the test's S3
server (moto) that forwards every request and, for the commits of a Delta log (a PUT of
``_delta_log/*.json``), answers 500 once the object is stored: the write landed, its
acknowledgement did not, as a dropped connection or a failing load balancer leaves it."""

from __future__ import annotations

import http.client
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import urlsplit


@contextmanager
def losing_commit_acks(endpoint: str) -> Iterator[tuple[str, list[str]]]:
    """(the proxy's endpoint, the commit paths it stored and answered 500 for), while it runs."""
    target = urlsplit(endpoint)
    lost: list[str] = []

    class Forward(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def _forward(self) -> None:
            length = int(self.headers.get("Content-Length") or 0)
            body = self.rfile.read(length) if length else None
            conn = http.client.HTTPConnection(target.hostname or "127.0.0.1", target.port, timeout=60)
            headers = {k: v for k, v in self.headers.items() if k.lower() != "host"}
            headers["Host"] = target.netloc
            conn.request(self.command, self.path, body=body, headers=headers)
            reply = conn.getresponse()
            data = reply.read()
            stored = self.command == "PUT" and "/_delta_log/" in self.path and self.path.split("?")[0].endswith(".json")
            if stored and 200 <= reply.status < 300:
                lost.append(self.path)
                self.send_response(500)
                message = b"<Error><Code>InternalError</Code><Message>lost</Message></Error>"
                self.send_header("Content-Length", str(len(message)))
                self.end_headers()
                self.wfile.write(message)
                return
            self.send_response(reply.status)
            for key, value in reply.getheaders():
                if key.lower() not in ("transfer-encoding", "connection", "content-length"):
                    self.send_header(key, value)
            # a HEAD's length is the object's, which its empty body does not say
            self.send_header(
                "Content-Length", reply.getheader("Content-Length", "0") if self.command == "HEAD" else str(len(data))
            )
            self.end_headers()
            if self.command != "HEAD":
                self.wfile.write(data)

        do_GET = do_PUT = do_POST = do_DELETE = do_HEAD = _forward

        def log_message(self, *args: object) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Forward)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}", lost
    finally:
        server.shutdown()
        server.server_close()
