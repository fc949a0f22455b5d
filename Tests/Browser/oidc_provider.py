"""A small OpenID Connect provider for the browser suite, on loopback over TLS: discovery, an
authorization endpoint that signs in whoever the flow names (no login form of its own), a token
endpoint that checks the client's secret, the code's redirect URI and its PKCE verifier, and a
key set. ID tokens are RS256, signed with the openssl command, so nothing beyond Python's own
library is needed. Its certificate is signed by a CA made here, which the app is given with
--oidc-ca-file; the browser visiting the authorization endpoint is told to accept it."""

import base64
import hashlib
import json
import secrets
import ssl
import subprocess
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlencode, urlsplit

CLIENT_ID = "lifting-log"
CLIENT_SECRET = "browser-suite-secret"
KEY_ID = "browser-1"


def b64url(data):
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def openssl(*arguments, data=None):
    return subprocess.run(["openssl", *arguments], input=data, capture_output=True, check=True).stdout


def make_certificates(folder):
    """A CA, and a certificate it signs for localhost and 127.0.0.1. Returns (CA file, cert, key)."""
    ca_key, ca_cert = folder / "ca.key", folder / "ca.pem"
    key, request, cert = folder / "provider.key", folder / "provider.csr", folder / "provider.pem"
    openssl("req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", str(ca_key), "-out", str(ca_cert),
            "-days", "2", "-subj", "/CN=Lifting Log browser suite CA")
    openssl("req", "-newkey", "rsa:2048", "-nodes", "-keyout", str(key), "-out", str(request), "-subj", "/CN=localhost")
    extensions = folder / "provider.ext"
    extensions.write_text("subjectAltName=DNS:localhost,IP:127.0.0.1\nbasicConstraints=CA:FALSE\n")
    openssl("x509", "-req", "-in", str(request), "-CA", str(ca_cert), "-CAkey", str(ca_key), "-CAcreateserial",
            "-out", str(cert), "-days", "2", "-extfile", str(extensions))
    return ca_cert, cert, key


class Provider:
    """Runs in a thread of the suite; `user` is who the next sign-in is."""

    def __init__(self, folder):
        self.ca_file, cert, key = make_certificates(folder)
        self.signing_key = folder / "signing.key"
        openssl("genpkey", "-algorithm", "RSA", "-pkeyopt", "rsa_keygen_bits:2048", "-out", str(self.signing_key))
        modulus = openssl("rsa", "-in", str(self.signing_key), "-noout", "-modulus").decode().strip().split("=", 1)[1]
        self.jwk = {"kty": "RSA", "kid": KEY_ID, "use": "sig", "alg": "RS256",
                    "n": b64url(bytes.fromhex(modulus)), "e": b64url((65537).to_bytes(3, "big"))}
        self.user = None
        self.codes = {}
        self.lock = threading.Lock()
        self.server = ThreadingHTTPServer(("127.0.0.1", 0), self._handler())
        context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        context.load_cert_chain(cert, key)
        self.server.socket = context.wrap_socket(self.server.socket, server_side=True)
        self.issuer = f"https://localhost:{self.server.server_address[1]}"
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)
        self.thread.start()

    def stop(self):
        self.server.shutdown()
        self.server.server_close()

    def id_token(self, claims):
        header = b64url(json.dumps({"alg": "RS256", "typ": "JWT", "kid": KEY_ID}).encode())
        payload = b64url(json.dumps(claims).encode())
        signing_input = f"{header}.{payload}".encode()
        return f"{header}.{payload}." + b64url(openssl("dgst", "-sha256", "-sign", str(self.signing_key), data=signing_input))

    def _handler(self):
        provider = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *arguments):
                pass

            def answer(self, status, body, content_type="application/json", headers=()):
                data = body.encode() if isinstance(body, str) else body
                self.send_response(status)
                self.send_header("Content-Type", content_type)
                self.send_header("Content-Length", str(len(data)))
                self.send_header("Cache-Control", "no-store")
                for name, value in headers:
                    self.send_header(name, value)
                self.end_headers()
                self.wfile.write(data)

            def do_GET(self):
                address = urlsplit(self.path)
                if address.path == "/.well-known/openid-configuration":
                    return self.answer(200, json.dumps({
                        "issuer": provider.issuer, "authorization_endpoint": provider.issuer + "/authorize",
                        "token_endpoint": provider.issuer + "/token", "jwks_uri": provider.issuer + "/jwks",
                        "response_types_supported": ["code"], "subject_types_supported": ["public"],
                        "id_token_signing_alg_values_supported": ["RS256"],
                        "code_challenge_methods_supported": ["S256"]}))
                if address.path == "/jwks":
                    return self.answer(200, json.dumps({"keys": [provider.jwk]}))
                if address.path == "/authorize":
                    query = {name: values[0] for name, values in parse_qs(address.query).items()}
                    wanted = ("response_type", "client_id", "redirect_uri", "state", "nonce", "code_challenge", "code_challenge_method")
                    if query.get("response_type") != "code" or query.get("client_id") != CLIENT_ID \
                            or query.get("code_challenge_method") != "S256" or not all(query.get(name) for name in wanted):
                        return self.answer(400, "a code flow with PKCE, state and nonce was expected", "text/plain")
                    code = secrets.token_urlsafe(24)
                    with provider.lock:
                        provider.codes[code] = (query, dict(provider.user))
                    target = query["redirect_uri"] + "?" + urlencode({"code": code, "state": query["state"]})
                    return self.answer(302, "", "text/plain", headers=[("Location", target)])
                self.answer(404, "not found", "text/plain")

            def do_POST(self):
                if urlsplit(self.path).path != "/token":
                    return self.answer(404, "not found", "text/plain")
                length = int(self.headers.get("Content-Length", "0"))
                form = {name: values[0] for name, values in parse_qs(self.rfile.read(length).decode()).items()}
                expected = "Basic " + base64.b64encode(f"{CLIENT_ID}:{CLIENT_SECRET}".encode()).decode()
                if self.headers.get("Authorization") != expected:
                    return self.answer(401, json.dumps({"error": "invalid_client"}))
                with provider.lock:
                    query, user = provider.codes.pop(form.get("code", ""), (None, None))
                verifier = form.get("code_verifier", "")
                if query is None or form.get("redirect_uri") != query["redirect_uri"] \
                        or b64url(hashlib.sha256(verifier.encode()).digest()) != query["code_challenge"]:
                    return self.answer(400, json.dumps({"error": "invalid_grant"}))
                now = int(time.time())
                claims = {"iss": provider.issuer, "aud": CLIENT_ID, "iat": now, "exp": now + 300,
                          "nonce": query["nonce"], "email_verified": True, **user}
                return self.answer(200, json.dumps({"access_token": secrets.token_urlsafe(16), "token_type": "Bearer",
                                                    "expires_in": 300, "id_token": provider.id_token(claims)}))

        return Handler
