import Domain
import Storage
import Templates

/// Strength relative to body weight as `/body/strength` and the squat, bench press and
/// deadlift pages show it (`Views/body/strength-section.html`): the best total in the lifter's
/// unit and the DOTS, Wilks 2020 and IPF GL points, a chart each over the range, and one
/// table of every day with its body weight and lifts.
struct StrengthView {
    let context: [String: TemplateValue]

    /// The lifter's own: their lifts' daily bests, their weigh-ins and the sex of their profile.
    init(_ database: Database, user: User, range: ChartRange, today: CalendarDate) throws {
        let weights = BodySeries.daily(try database.weighIns(userID: user.id).map { ($0.takenAt, $0.kilograms) })
        let days = StrengthOverTime.days(bests: try database.powerLiftBests(userID: user.id), bodyWeights: weights, sex: user.sex)
        self.init(days: days, unit: user.unit, sex: user.sex, range: range, today: today)
    }

    init(days all: [StrengthDay], unit: WeightUnit, sex: Sex?, range: ChartRange, today: CalendarDate) {
        let start = range.start(today: today)
        let days = all.filter { day in start.map { day.date >= $0 } ?? true }
        func inUnit(_ kilograms: Double) -> Double { unit.fromKilograms(kilograms).roundedToTenths() }
        var charts = [BodyCharts.chart(id: "strength-total", title: "Best total", unit: unit.rawValue,
                                       days: all.map { ($0.date, inUnit($0.totalKg)) }, average: nil, start: start, today: today, range: range)]
        if sex != nil {
            for (id, title, points) in [("strength-dots", "DOTS", \StrengthScores.dots), ("strength-wilks2020", "Wilks 2020", \.wilks2020),
                                        ("strength-ipf-gl", "IPF GL", \.ipfGL)] {
                charts.append(BodyCharts.chart(id: id, title: title, unit: "points", days: all.compactMap { day in day.scores.map { (day.date, $0[keyPath: points]) } },
                                               average: nil, start: start, today: today, range: range))
            }
        }
        let listed = days.suffix(BodyCharts.tableLimit)
        context = [
            "strength_charts": .list(charts), "strength_points": .bool(sex != nil), "strength_count": .int(days.count),
            "strength_span": .string(BodyCharts.span(range)), "strength_unit": .string(unit.rawValue), "strength_cut": .bool(listed.count < days.count),
            "strength_rows": .rows(TemplateRows(columns: ["date", "label", "body_weight", "squat", "bench", "deadlift", "total", "dots", "wilks2020", "ipf_gl"],
                                                Array(listed)) { day, cells in
                cells.append(.string(day.date.iso))
                cells.append(.string(DateText.short(day.date)))
                for kilograms in [day.bodyWeightKg, day.squatKg, day.benchKg, day.deadliftKg, day.totalKg] {
                    cells.append(.string(NumberText.plain(inUnit(kilograms))))
                }
                for points in [day.scores?.dots, day.scores?.wilks2020, day.scores?.ipfGL] {
                    cells.append(.string(points.map(NumberText.plain) ?? ""))
                }
            }),
        ]
    }
}
