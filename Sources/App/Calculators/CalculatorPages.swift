import Domain
import HTTP
import Templates

/// The one-rep-max and strength-points calculators: plain GET forms, so every result has a
/// URL that can be shared, and no login is needed.
struct CalculatorPages: Sendable {
    let services: Services

    func showOneRepMax(_ visit: Visit) throws -> Response {
        let query = visit.request.queryItems
        var context: [String: TemplateValue] = [
            "title": "One-rep max",
            "values": ["weight": .string(query["weight"] ?? ""), "reps": .string(query["reps"] ?? ""), "unit": .string(query["unit"] ?? visit.user?.unit.rawValue ?? "kg")],
        ]
        guard !query.isEmpty else { return try services.pages.render("calculators/one-rep-max", context, visit: visit) }
        switch OneRepMaxInput.parse(weight: query["weight"], reps: query["reps"], unit: query["unit"]) {
        case .failure(let errors):
            context["errors"] = errors.templateValue
            return try services.pages.render("calculators/one-rep-max", context, visit: visit, status: .unprocessableContent)
        case .success(let input):
            context["result"] = Self.oneRepMaxResult(input)
            return try services.pages.render("calculators/one-rep-max", context, visit: visit)
        }
    }

    func showStrengthPoints(_ visit: Visit) throws -> Response {
        let query = visit.request.queryItems
        let fields = ["sex", "bodyweight", "squat", "bench", "deadlift", "unit", "equipment"]
        var values = Dictionary(uniqueKeysWithValues: fields.map { ($0, TemplateValue.string(query[$0] ?? "")) })
        if query["unit"] == nil { values["unit"] = .string(visit.user?.unit.rawValue ?? "kg") }
        var context: [String: TemplateValue] = ["title": "Strength points", "values": .dictionary(values)]
        if let user = visit.user {
            context["best_lifts_link"] = .string(try bestLiftsLink(userID: user.id, query: query, unit: query["unit"] ?? user.unit.rawValue))
        }
        guard !query.isEmpty else { return try services.pages.render("calculators/wilks", context, visit: visit) }
        switch StrengthPointsInput.parse(sex: query["sex"], bodyweight: query["bodyweight"], squat: query["squat"], bench: query["bench"],
                                         deadlift: query["deadlift"], unit: query["unit"], equipment: query["equipment"]) {
        case .failure(let errors):
            context["errors"] = errors.templateValue
            return try services.pages.render("calculators/wilks", context, visit: visit, status: .unprocessableContent)
        case .success(let input):
            let scores = input.scores()
            context["result"] = [
                "total": .string(NumberText.plain(scores.total)), "wilks": .string(NumberText.plain(scores.wilks)),
                "wilks2020": .string(NumberText.plain(scores.wilks2020)), "dots": .string(NumberText.plain(scores.dots)),
                "ipf_gl": .string(NumberText.plain(scores.ipfGL)),
            ]
            return try services.pages.render("calculators/wilks", context, visit: visit)
        }
    }

    static func oneRepMaxResult(_ input: OneRepMaxInput) -> TemplateValue {
        let estimates = OneRepMaxFormula.allCases.map { formula -> TemplateValue in
            let value = NumberText.plain(formula.estimate(weight: input.weight, reps: input.reps).roundedToHundredths())
            return ["name": .string(formula.rawValue), "label": .string(formula.displayName), "value": .string(value)]
        }
        let headline = OneRepMaxFormula.epley.estimate(weight: input.weight, reps: input.reps)
        func rows(_ rows: [OneRepMaxTableRow]) -> TemplateValue {
            .list(rows.map { ["value": .int($0.value), "weight": .string(NumberText.plain($0.weight))] })
        }
        return [
            "epley": .string(NumberText.plain(headline.roundedToHundredths())), "unit": .string(input.unit.rawValue),
            "estimates": .list(estimates), "unreliable": .bool(input.warnsUnreliable),
            "rep_rows": rows(OneRepMaxTable.repRows(oneRepMax: headline)),
            "percentage_rows": rows(OneRepMaxTable.percentageRows(oneRepMax: headline)),
            "reps": .int(input.reps), "weight": .string(NumberText.plain(input.weight)),
        ]
    }

    /// The current query with squat, bench and deadlift replaced by the lifter's best
    /// estimates, in the unit of the form.
    private func bestLiftsLink(userID: Int64, query: FormData, unit rawUnit: String) throws -> String {
        let best = try services.database.bestLifts(userID: userID)
        guard !best.isEmpty else { return "" }
        let unit = WeightUnit(rawValue: rawUnit) ?? .kg
        var items: [(String, String)] = [("unit", unit.rawValue)]
        for key in ["sex", "bodyweight", "equipment"] { if let value = query[key] { items.append((key, value)) } }
        for (key, kilograms) in [("squat", best.squatKg), ("bench", best.benchKg), ("deadlift", best.deadliftKg)] {
            if let kilograms { items.append((key, NumberText.plain(unit.fromKilograms(kilograms)))) }
        }
        return "/calculators/wilks?" + items.map { "\($0.0)=\(PercentEncoding.encode($0.1))" }.joined(separator: "&")
    }
}
