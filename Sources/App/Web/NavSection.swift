/// Which link of the main navigation a path belongs to, so the layout can mark the open page
/// (`aria-current="page"`): "/workouts/2024-03-01" is under Workouts, "/workouts/new" is
/// Log, the home page is Today, and a path under no link (an error) marks none.
enum NavSection {
    /// Longest prefix first, so "/workouts/new" wins over "/workouts".
    private static let prefixes: [(prefix: String, section: String)] = [
        ("/workouts/new", "log"), ("/workouts", "workouts"), ("/history", "history"), ("/routines", "routines"),
        ("/programs", "programs"), ("/schedule", "schedule"), ("/wod", "wod"), ("/bookings", "bookings"), ("/staff", "staff"), ("/routes", "routes"), ("/calculators", "calculators"), ("/facts", "facts"),
        ("/body", "body"),
        ("/settings", "settings"), ("/login", "login"), ("/signup", "signup"),
    ]

    static func of(path: String) -> String {
        if path == "/" { return "today" }
        for (prefix, section) in prefixes where path.hasPrefix(prefix) {
            let rest = path.utf8.dropFirst(prefix.utf8.count)
            if rest.isEmpty || rest.first == UInt8(ascii: "/") || rest.first == UInt8(ascii: ".") { return section }
        }
        return ""
    }
}
