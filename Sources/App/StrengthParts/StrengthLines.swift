import Domain
import Templates

/// A workout's lines for `/wod`, each percentage line (`5x3 @ 80% Back Squat`) worked out in
/// the logged-in member's own weight: from their best estimated 1RM of the lift over the last
/// 12 months, on their bar and plates in their unit (`PercentLoad`).
enum StrengthLines {
    /// How far back the best estimate is looked for.
    static let historyDays = 365

    static func values(_ lines: [String], viewer: User?, services: Services) throws -> [TemplateValue] {
        var rack: PlateLoading?
        return try lines.map { text in
            guard let viewer, let line = PercentLine.parse(text) else { return ["text": .string(text)] }
            var value: [String: TemplateValue] = ["text": .string(text), "lift": .string(line.lift),
                                                  "percent": .string(NumberText.plain(line.percent))]
            let since = services.today(for: viewer).adding(days: -historyDays)
            if let best = try services.database.bestEstimate(userID: viewer.id, lift: line.lift, since: since) {
                if rack == nil { rack = try services.database.plates(userID: viewer.id, unit: viewer.unit) }
                guard let rack else { return .dictionary(value) }
                let load = PercentLoad(line: line, oneRepMaxKg: best, rack: rack)
                value["weight"] = .string(NumberText.plain(load.weight))
                value["unit"] = .string(load.unit.rawValue)
                value["load_text"] = .string(load.text)
            }
            return .dictionary(value)
        }
    }
}
