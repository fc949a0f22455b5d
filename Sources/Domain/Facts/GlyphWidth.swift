/// Rough widths of characters, in ems, for wrapping text where no font can be measured (an
/// SVG card, drawn later by whatever renders it). Taken from a wide bold font (DejaVu Sans
/// Bold, the usual fallback on Linux) so they err wide: a line a little short looks fine,
/// one that runs off the card does not.
enum GlyphWidth {
    static func em(_ character: Character) -> Double {
        guard let scalar = character.unicodeScalars.first else { return 0 }
        switch scalar.value {
        case 0x20: return 0.35
        case 0x21...0x7E: return ascii(UInt8(scalar.value))
        case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60:
            return 1.0  // East Asian wide characters
        case 0x1F000...0x1FAFF: return 1.25  // emoji
        default: return 0.8
        }
    }

    private static func ascii(_ byte: UInt8) -> Double {
        switch byte {
        case UInt8(ascii: "i"), UInt8(ascii: "l"), UInt8(ascii: "j"), UInt8(ascii: "."), UInt8(ascii: ","),
             UInt8(ascii: ";"), UInt8(ascii: ":"), UInt8(ascii: "!"), UInt8(ascii: "|"), UInt8(ascii: "'"):
            return 0.38
        case UInt8(ascii: "f"), UInt8(ascii: "r"), UInt8(ascii: "t"), UInt8(ascii: "("), UInt8(ascii: ")"),
             UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "-"), UInt8(ascii: "/"), UInt8(ascii: "\""):
            return 0.52
        case UInt8(ascii: "m"), UInt8(ascii: "w"): return 1.06
        case UInt8(ascii: "M"), UInt8(ascii: "W"), UInt8(ascii: "@"), UInt8(ascii: "%"): return 1.12
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): return 0.86
        default: return 0.72
        }
    }
}
