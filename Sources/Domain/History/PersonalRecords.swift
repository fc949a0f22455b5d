/// The days that set a personal record: a day's best above every earlier day's, as shown (in
/// the display unit to one decimal), so a PR is never marked for a gain the page cannot show.
/// The first day is one: nothing came before it.
public enum PersonalRecords {
    /// Per value, oldest first: whether it beat every earlier one.
    public static func flags(_ values: [Double]) -> [Bool] {
        var best = -Double.infinity
        return values.map { value in
            defer { best = max(best, value) }
            return value > best
        }
    }
}
