/// Character references in HTML text (HTML Living Standard §13.2.5.72): numeric ones, and the
/// named ones a gym's posts use (punctuation, typography, symbols, Latin letters). An unknown
/// name stays as typed, as browsers leave `&foo;` too.
enum HTMLEntities {
    /// The longest reference read: `&#x10FFFF;` and every name below fit.
    static let maxLength = 12

    /// The character a reference at `start` (an `&`) stands for and the index after it, or nil
    /// when no reference starts there.
    static func decode(_ bytes: [UInt8], at start: Int, end: Int) -> (Unicode.Scalar, next: Int)? {
        var index = start + 1
        guard index < end else { return nil }
        if bytes[index] == UInt8(ascii: "#") {
            index += 1
            let hex = index < end && (bytes[index] | 0x20) == UInt8(ascii: "x")
            if hex { index += 1 }
            let digitsStart = index
            var value: UInt32 = 0
            while index < end, index - digitsStart < 8, let digit = digit(bytes[index], hex: hex) {
                value = value * (hex ? 16 : 10) + digit
                index += 1
            }
            guard index > digitsStart else { return nil }
            if index < end, bytes[index] == UInt8(ascii: ";") { index += 1 }
            // NUL, surrogates and values past Unicode become U+FFFD, as browsers do (§13.2.5.80).
            let scalar = value == 0 ? nil : Unicode.Scalar(value)
            return (scalar ?? "\u{FFFD}", index)
        }
        let nameStart = index
        while index < end, index - nameStart < maxLength, HTMLTokenizer.isLetter(bytes[index]) || (bytes[index] >= 0x30 && bytes[index] <= 0x39) {
            index += 1
        }
        guard index < end, bytes[index] == UInt8(ascii: ";"),
              let scalar = named[String(decoding: bytes[nameStart..<index], as: UTF8.self)] else { return nil }
        return (scalar, index + 1)
    }

    private static func digit(_ byte: UInt8, hex: Bool) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f") where hex: UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F") where hex: UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    static let named: [String: Unicode.Scalar] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{A0}",
        "times": "×", "divide": "÷", "minus": "−", "plusmn": "±", "frac12": "½", "frac14": "¼", "frac34": "¾",
        "sup1": "¹", "sup2": "²", "sup3": "³", "deg": "°", "micro": "µ", "middot": "·", "bull": "•", "hellip": "…",
        "ndash": "–", "mdash": "—", "lsquo": "‘", "rsquo": "’", "sbquo": "‚", "ldquo": "“", "rdquo": "”", "bdquo": "„",
        "laquo": "«", "raquo": "»", "lsaquo": "‹", "rsaquo": "›", "prime": "′", "Prime": "″",
        "larr": "←", "rarr": "→", "uarr": "↑", "darr": "↓", "harr": "↔", "le": "≤", "ge": "≥", "ne": "≠", "asymp": "≈",
        "infin": "∞", "copy": "©", "reg": "®", "trade": "™", "sect": "§", "para": "¶", "euro": "€", "pound": "£", "cent": "¢",
        "yen": "¥", "iexcl": "¡", "iquest": "¿", "ensp": "\u{2002}", "emsp": "\u{2003}", "thinsp": "\u{2009}", "shy": "\u{AD}",
        "hearts": "♥", "star": "☆", "check": "✓",
        "aacute": "á", "agrave": "à", "acirc": "â", "auml": "ä", "atilde": "ã", "aring": "å", "aelig": "æ", "ccedil": "ç",
        "eacute": "é", "egrave": "è", "ecirc": "ê", "euml": "ë", "iacute": "í", "igrave": "ì", "icirc": "î", "iuml": "ï",
        "ntilde": "ñ", "oacute": "ó", "ograve": "ò", "ocirc": "ô", "ouml": "ö", "otilde": "õ", "oslash": "ø", "szlig": "ß",
        "uacute": "ú", "ugrave": "ù", "ucirc": "û", "uuml": "ü", "yacute": "ý", "yuml": "ÿ",
        "Aacute": "Á", "Agrave": "À", "Auml": "Ä", "Aring": "Å", "Ccedil": "Ç", "Eacute": "É", "Egrave": "È", "Iacute": "Í",
        "Ntilde": "Ñ", "Oacute": "Ó", "Ouml": "Ö", "Oslash": "Ø", "Uacute": "Ú", "Uuml": "Ü",
    ]
}
