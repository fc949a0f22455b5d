extension FactCollection {
    /// Jokes in the manner of the original app's facts, about no one in particular: clearly
    /// not true, so they carry no source.
    static var gymLegends: [SeedFact] {
        [
            SeedFact("legend-reps", [.gymLegends], "The gym legend does not count reps. The reps count themselves, nervously.", source: ""),
            SeedFact("legend-leg-day", [.gymLegends], "The gym legend once skipped leg day. Leg day has not recovered.", source: ""),
            SeedFact("legend-warm-up", [.gymLegends], "The gym legend's warm-up set is your one-rep max. His one-rep max is a rumour.", source: ""),
            SeedFact("legend-push-up", [.gymLegends], "The gym legend does not do push-ups. He pushes the Earth down and holds it there.", source: ""),
            SeedFact("legend-re-racks", [.gymLegends], "The gym legend re-racks his plates every single time. That is how you know he is a legend.", source: ""),
            SeedFact("legend-rest-timer", [.gymLegends], "The gym legend's rest timer is set to 'until the bar apologises'.", source: ""),
            SeedFact("legend-shaker", [.gymLegends], "The gym legend's shaker bottle has never smelled. Scientists are baffled.", source: ""),
            SeedFact("legend-chalk", [.gymLegends], "Lifters use chalk to improve their grip. The gym legend uses his grip to improve the chalk.", source: ""),
            SeedFact("legend-never-misses", [.gymLegends], "The gym legend never misses a lift. Sometimes he just decides the bar should stay on the floor.", source: ""),
            SeedFact("legend-foam-roller", [.gymLegends], "The gym legend's foam roller books him for a massage.", source: ""),
            SeedFact("legend-plates", [.gymLegends], "Plates do not rattle when the gym legend walks past. They stand to attention.", source: ""),
            SeedFact("legend-rest-days", [.gymLegends], "The gym legend takes no rest days. The days rest while he trains.", source: ""),
            SeedFact("legend-infinity", [.gymLegends], "The gym legend once did a set of infinitely many reps. Twice.", source: ""),
            SeedFact("legend-protein", [.gymLegends], "The gym legend's protein shake is just water that heard about him.", source: ""),
            SeedFact("legend-mirror", [.gymLegends], "The mirrors in the gym look away when the gym legend poses, out of respect.", source: ""),
            SeedFact("legend-belt", [.gymLegends], "The gym legend does not wear a belt. The belt wears him, for support.", source: ""),
            SeedFact("legend-spotter", [.gymLegends], "The gym legend asked his spotter to step back. The barbell agreed.", source: ""),
            SeedFact("legend-wipes-bench", [.gymLegends], "The gym legend wipes down the bench before and after. The bench has never felt so appreciated.", source: ""),
            SeedFact("legend-one-more-rep", [.gymLegends], "When the gym legend says 'one more rep', the calendar adds a day.", source: ""),
            SeedFact("legend-deadlift", [.gymLegends], "The gym legend deadlifted so much that the floor filed a complaint with the ceiling.", source: ""),
            SeedFact("legend-calculator", [.gymLegends], "The one-rep-max calculator refuses to estimate the gym legend. It knows its limits.", source: ""),
            SeedFact("legend-cardio", [.gymLegends], "The gym legend does his cardio by walking to the dumbbell rack. The treadmill moves the gym instead.", source: ""),
        ]
    }
}
