/// The plain-text document a lifter pastes to a friend, one exercise per line:
///
///     # Strength
///     ## Day A
///     Back Squat 3x5 @ 100kg, rest 3:00, linear +2.5kg
///
/// `# ` names the routine (first), `## ` starts a day; blank lines are ignored.
public enum RoutineText {
    public static func parse(_ text: String) throws(RoutineTextError) -> Routine {
        throw RoutineTextError(line: 1, message: "routine text is not read yet")
    }

    public static func format(_ routine: Routine) -> String {
        "# \(routine.name)\n"
    }
}
