/// The labels of lifts done as supersets, as logs and plans write them: the second lift of
/// superset A is "A2". A lift on its own has none.
public enum SupersetLabels {
    /// One label per lift, in order: each group's lifts numbered from 1 in the order they come.
    public static func labels(_ groups: [String?]) -> [String?] {
        var count: [String: Int] = [:]
        return groups.map { group in
            guard let group else { return nil }
            count[group, default: 0] += 1
            return group + String(count[group] ?? 1)
        }
    }
}
