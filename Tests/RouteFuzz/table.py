"""The route table as the binary prints it (`liftinglog routes`), each pattern matched against
the paths of links and forms as the server's router does: same number of segments, a literal
beats a parameter from the left, `:id.gpx` is a parameter with a fixed ending."""

import subprocess
import urllib.parse


class Route:
    def __init__(self, method, pattern):
        self.method, self.pattern = method, pattern
        self.segments = []
        for text in pattern.split("/")[1:]:
            if text.startswith(":"):
                name, dot, ending = text[1:].partition(".")
                self.segments.append(("param", name, dot + ending))
            else:
                self.segments.append(("literal", text, ""))
        self.params = [name for kind, name, _ in self.segments if kind == "param"]

    def __repr__(self):
        return f"{self.method} {self.pattern}"

    @property
    def rank(self):
        """Lower is more specific: literal, then suffixed parameter, then plain parameter."""
        return tuple(0 if kind == "literal" else (1 if ending else 2) for kind, _, ending in self.segments)

    def match(self, path):
        """The (decoded) parameter values when `path` fits, else None."""
        parts = path.split("/")[1:]
        if len(parts) != len(self.segments):
            return None
        values = {}
        for part, (kind, name, ending) in zip(parts, self.segments):
            if kind == "literal":
                if part != name:
                    return None
            elif ending:
                if not part.endswith(ending) or len(part) == len(ending):
                    return None
                values[name] = urllib.parse.unquote(part[:-len(ending)])
            elif part == "":
                return None
            else:
                values[name] = urllib.parse.unquote(part)
        return values

    def path(self, values):
        """The path with each parameter's value (bytes or str) percent-encoded in its slot."""
        parts = []
        for kind, name, ending in self.segments:
            if kind == "literal":
                parts.append(name)
            else:
                value = values[name]
                value = value if isinstance(value, bytes) else value.encode()
                parts.append(urllib.parse.quote_from_bytes(value, safe="") + ending)
        return "/" + "/".join(parts)


class Table:
    def __init__(self, routes):
        self.routes = routes

    @classmethod
    def read(cls, binary, arguments, environment):
        """Runs `BINARY routes` with the server's own options: its table, not a copy of it."""
        output = subprocess.run([binary, "routes", *arguments], env=environment, check=True, capture_output=True, text=True).stdout
        routes = []
        for line in output.splitlines():
            method, _, pattern = line.strip().partition(" ")
            if method and pattern.startswith("/"):
                routes.append(Route(method, pattern))
        if not routes:
            raise SystemExit(f"route-fuzz: `{binary} routes` printed no routes")
        return cls(routes)

    def route(self, method, pattern):
        """The route of this method and pattern (one the fuzzer seeds data through), or None."""
        return next((route for route in self.routes if (route.method, route.pattern) == (method, pattern)), None)

    def find(self, method, path):
        """The route the server would choose for `method` and `path`, with its parameters."""
        path = path.split("?")[0]
        fitting = [(route, values) for route in self.routes if route.method == method
                   for values in [route.match(path)] if values is not None]
        if not fitting:
            return None, None
        return min(fitting, key=lambda pair: pair[0].rank)

