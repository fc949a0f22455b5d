import Domain
import HTTP
import Pages
import Templates

/// The one-rep-max and strength-points calculators: plain GET forms, so every result has a
/// URL that can be shared, and no login is needed.
struct CalculatorPages: Sendable {
    let services: Services

    func showOneRepMax(_ visit: Visit) throws -> Response {
        let query = visit.request.queryItems
        var form = OneRepMaxForm(query)
        if form[.unit] == nil { form[.unit] = visit.user?.unit.rawValue ?? "kg" }
        var context: [String: TemplateValue] = ["title": "One-rep max"]
        guard !query.isEmpty else { return try services.pages.renderForm("calculators/one-rep-max", context, visit: visit, form: form) }
        switch form.input() {
        case .failure(let errors):
            return try services.pages.renderForm("calculators/one-rep-max", context, visit: visit, form: form, errors: errors)
        case .success(let input):
            // A member's own bar and plates; a visitor's the common rack.
            let plates = try visit.user.map { try services.database.plates(userID: $0.id, unit: input.unit) } ?? .standard(input.unit)
            context["result"] = Self.oneRepMaxResult(input, plates: plates)
            return try services.pages.renderForm("calculators/one-rep-max", context, visit: visit, form: form)
        }
    }

    /// `?fill=best` fills the form with what the lifter's log and profile know and checks
    /// nothing yet: errors wait until the lifter submits the form.
    func showStrengthPoints(_ visit: Visit) throws -> Response {
        let query = visit.request.queryItems
        let filling = query["fill"] == "best"
        var form = filling ? StrengthPointsForm([:]) : StrengthPointsForm(query)
        if form[.unit] == nil { form[.unit] = visit.user?.unit.rawValue ?? "kg" }
        var context: [String: TemplateValue] = ["title": "Strength points"]
        if let user = visit.user {
            let best = try services.database.bestLifts(userID: user.id)
            if filling { Self.fill(&form, with: best, profile: user) }
            context["best_lifts_link"] = .string(best.isEmpty ? "" : "/calculators/wilks?fill=best")
        }
        guard !query.isEmpty, !filling else { return try services.pages.renderForm("calculators/wilks", context, visit: visit, form: form) }
        switch form.input() {
        case .failure(let errors):
            return try services.pages.renderForm("calculators/wilks", context, visit: visit, form: form, errors: errors)
        case .success(let input):
            context["result"] = Self.strengthPointsResult(input)
            return try services.pages.renderForm("calculators/wilks", context, visit: visit, form: form)
        }
    }

    /// The lifter's best estimates and the profile's sex and body weight, in the form's unit.
    private static func fill(_ form: inout StrengthPointsForm, with best: BestLifts, profile: User) {
        let unit = form[.unit].flatMap(WeightUnit.init(rawValue:)) ?? .kg
        if let sex = profile.sex { form[.sex] = sex.rawValue }
        if let weight = profile.bodyWeight {
            form[.bodyweight] = NumberText.plain(unit.fromKilograms(weight.unit.toKilograms(weight.value)).roundedToHundredths())
        }
        for (field, kilograms) in [(StrengthPointsField.squat, best.squatKg), (.bench, best.benchKg), (.deadlift, best.deadliftKg)] {
            if let kilograms { form[field] = NumberText.plain(unit.fromKilograms(kilograms).roundedToHundredths()) }
        }
    }

    /// The total is shown in the unit the lifter typed; its `data-value` stays in kilograms,
    /// like every figure the formulas work with.
    static func strengthPointsResult(_ input: StrengthPointsInput) -> TemplateValue {
        let scores = input.scores()
        let typedTotal = (input.squat + input.bench + input.deadlift).roundedToHundredths()
        return [
            "total": .string(NumberText.plain(scores.total)), "total_shown": .string(NumberText.plain(typedTotal)),
            "unit": .string(input.unit.rawValue),
            "wilks": .string(NumberText.plain(scores.wilks)), "wilks2020": .string(NumberText.plain(scores.wilks2020)),
            "dots": .string(NumberText.plain(scores.dots)), "ipf_gl": .string(NumberText.plain(scores.ipfGL)),
        ]
    }

    /// Led by Brzycki, the estimate the log and the history show for the same set; the other
    /// formulas follow in the table. The tables round to weights the bar can be loaded to.
    static func oneRepMaxResult(_ input: OneRepMaxInput, plates: PlateLoading) -> TemplateValue {
        let estimates = OneRepMaxFormula.allCases.map { formula -> TemplateValue in
            let value = NumberText.plain(formula.estimate(weight: input.weight, reps: input.reps).roundedToHundredths())
            return ["name": .string(formula.rawValue), "label": .string(formula.displayName), "value": .string(value)]
        }
        let headline = OneRepMaxFormula.brzycki.estimate(weight: input.weight, reps: input.reps)
        func rows(_ rows: [OneRepMaxTableRow]) -> TemplateValue {
            .list(rows.map { row in
                ["value": .int(row.value), "weight": .string(NumberText.plain(row.weight)),
                 "plates": .string(plates.platesPerSide(row.weight).map(PlateText.perSide) ?? "")]
            })
        }
        return [
            "brzycki": .string(NumberText.plain(headline.roundedToHundredths())), "unit": .string(input.unit.rawValue),
            "estimates": .list(estimates), "unreliable": .bool(input.warnsUnreliable),
            "rep_rows": rows(OneRepMaxTable.repRows(oneRepMax: headline, plates: plates)),
            "percentage_rows": rows(OneRepMaxTable.percentageRows(oneRepMax: headline, plates: plates)),
            "reps": .int(input.reps), "weight": .string(NumberText.plain(input.weight)),
            "bar": .string(NumberText.plain(plates.bar)), "step": .string(NumberText.plain(plates.smallestPair)),
        ]
    }
}
