"""The values a hostile stranger types in place of a field or a path parameter (issue 35), each
with a short label for the report. `REPEAT` is not a value but "send the field twice"."""

REPEAT = object()

# In the order they are sent: the integer edges first, since a number read without bounds and
# then computed with is what stopped the server before; a value ending in digits (`day1`) also
# gets those digits replaced by the edges (`day-9223372036854775808`).
VALUES = [
    ("Int.min", b"-9223372036854775808"),
    ("Int.max", b"9223372036854775807"),
    ("-1", b"-1"),
    ("0", b"0"),
    ("1e308", b"1e308"),
    ("-0", b"-0"),
    ("NaN", b"NaN"),
    ("inf", b"inf"),
    ("100,000 characters", b"x" * 100_000),
    ("invalid UTF-8", b"\xff\xfe\xc3\x28"),
    ("NUL", b"\x00"),
    ("../", b"../"),
    ("empty", b""),
    ("repeated field", REPEAT),
]


def for_field(own):
    """Every (label, value) for a field whose rendered value is `own` (bytes)."""
    edges = [("own value + 9223372036854775808", own + b"9223372036854775808")]
    stem = own.rstrip(b"0123456789")
    if stem != own:
        edges += [("own value, number = Int.min", stem + b"-9223372036854775808"),
                  ("own value, number = Int.max", stem + b"9223372036854775807")]
    return VALUES[:2] + edges + VALUES[2:] + [("own value + 0", own + b"0")]


def random_value(rng, own):
    """A value for the long runs, once every fixed one was sent: other edges, mixtures, noise."""
    choices = [
        lambda: str(rng.choice([-2**63 - 1, 2**63, -2**31 - 1, 2**31, 2**32, -2**53, 2**64, 10**30])).encode(),
        lambda: str(rng.randint(-10**6, 10**6)).encode(),
        lambda: rng.choice([b"1e-320", b"-1e308", b"1e309", b"0x7fffffffffffffff", b"+1", b"01", b"1.5", b"1,5", b" 1 ",
                            b"-nan", b"Infinity", b"\xef\xbc\x91", b"%00", b"%", b"..", b"/", b"\r\n", b"9" * 40]),
        lambda: own + str(rng.randint(0, 10**20)).encode(),
        lambda: own * rng.randint(2, 2000),
        lambda: bytes(rng.randrange(256) for _ in range(rng.randint(1, 64))),
        lambda: rng.choice(b"-9223372036854775808".split(b"9")).join([own, own]),
        lambda: (own.rstrip(b"0123456789") or b"x") + str(rng.choice([-2**63, 2**63 - 1, -1, 0, 10**9])).encode(),
        lambda: "é".encode() * rng.randint(1, 50_000),
    ]
    return rng.choice(choices)()


def shown(value, limit=120):
    """A value as the report prints it: bytes escaped, a long run folded."""
    if value is REPEAT:
        return "(the field twice)"
    if len(value) > limit:
        if value == value[:1] * len(value):
            return f"{text(value[:1])} × {len(value)}"
        return text(value[:limit]) + f"… ({len(value)} bytes)"
    return text(value)


def text(value):
    """Printable, with what is not UTF-8 or not visible as Python escapes (\\xff, \\x00)."""
    return "".join(c if c.isprintable() else repr(c)[1:-1] for c in value.decode("utf-8", "backslashreplace"))
