/// The numbers of a routine's text as a lifter types them: "102.5", "100kg", "225 lbs",
/// "+2.5kg", "3:00", "90s". Digits and at most one point, no sign or exponent, at most two
/// decimals, so every number read is written back as the same text. Public for the routine
/// editor's fields, so the form and the text read numbers one way (and one parser is fuzzed).
public enum RoutineQuantity {
    /// A plain decimal: digits with at most one point and two decimals ("102.5", ".5"), with
    /// or without spaces around it; no sign.
    public static func decimal<Text: StringProtocol>(_ text: Text) -> Double? where Text.SubSequence == Substring {
        let trimmed = text.trimmingSpaces()
        guard let first = trimmed.first, first != "+", first != "-", trimmed.count <= 12,
              FormValue.decimals(trimmed) <= 2 else { return nil }
        return FormValue.decimal(String(trimmed), in: 0...1e12, decimalComma: false)
    }

    /// "kg", "kgs", "lb", "lbs" in any case.
    static func unit(_ text: Substring) -> WeightUnit? {
        switch text.trimmingSpaces().lowercased() {
        case "kg", "kgs": .kg
        case "lb", "lbs": .lb
        default: nil
        }
    }

    /// A number and its unit, with or without a space between: "100kg", "225 lb". The number
    /// is nil when the unit is there but the number is not one; both nil when there is no unit.
    static func weight(_ text: Substring) -> (value: Double?, unit: WeightUnit)? {
        let trimmed = text.trimmingSpaces()
        let letters = trimmed.reversed().prefix { $0.isLetter }.count
        guard letters > 0, let unit = unit(trimmed.suffix(letters)) else { return nil }
        return (decimal(trimmed.dropLast(letters)), unit)
    }

    /// "3:00" (minutes and seconds, up to 99:59) or "90s" / "90 s" (up to 9999 s) as seconds; nil
    /// for anything else. The digits are counted before any arithmetic, so nothing can overflow;
    /// the caller checks its own range (`RoutineLimits.restSeconds`).
    public static func seconds<Text: StringProtocol>(_ text: Text) -> Int? where Text.SubSequence == Substring {
        let trimmed = text.trimmingSpaces()
        if let colon = trimmed.firstIndex(of: ":") {
            let minutes = trimmed[..<colon]
            let seconds = trimmed[trimmed.index(after: colon)...]
            guard (1...2).contains(minutes.count), seconds.count == 2, let m = digits(minutes), let s = digits(seconds),
                  s < 60 else { return nil }
            return m * 60 + s
        }
        guard trimmed.last == "s" || trimmed.last == "S" else { return nil }
        let number = trimmed.dropLast().trimmingSpaces()
        guard (1...4).contains(number.count) else { return nil }
        return digits(number)
    }

    /// At most four digits, as the callers count them: 0 to 9999.
    private static func digits(_ text: Substring) -> Int? {
        guard !text.isEmpty, text.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return BoundedNumber.integer(text, in: 0...9_999)
    }

    /// "3:00" for 180 seconds ("0:00" for less than nothing).
    public static func clock(_ seconds: Int) -> String {
        let (minutes, rest) = max(seconds, 0).quotientAndRemainder(dividingBy: 60)
        return "\(minutes):" + (rest < 10 ? "0" : "") + "\(rest)"
    }

    /// "102.5kg", as the text writes a weight.
    static func text(_ value: Double, _ unit: WeightUnit) -> String {
        NumberText.plain(value) + unit.rawValue
    }
}
