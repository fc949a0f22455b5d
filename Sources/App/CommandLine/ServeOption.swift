/// One setting of `liftinglog serve`: its flag, its environment variable, its lines in
/// `--help` and how its value is read, together, so that the three cannot drift apart.
struct ServeOption: Sendable {
    enum Kind: Sendable {
        /// `--name VALUE` and `LIFTINGLOG_NAME=VALUE`.
        case value(placeholder: String, apply: @Sendable (_ value: String, _ source: String, _ config: inout Config) throws(CommandLineError) -> Void)
        /// `--name` alone; the environment variable turns it on with one of `onValues` and
        /// leaves it off with one of `offValues`.
        case toggle(variable: String, onValues: [String], offValues: [String], apply: @Sendable (_ config: inout Config) -> Void)
    }

    let name: String
    let help: String
    /// What it is when not set, for `--help`; nil when there is nothing to say.
    let defaultText: String?
    let kind: Kind

    var flag: String { "--" + name }

    var variable: String {
        switch kind {
        case .value: "LIFTINGLOG_" + String(name.uppercased().map { $0 == "-" ? "_" : $0 })
        case .toggle(let variable, _, _, _): variable
        }
    }

    /// Reads the option's environment variable, if set, into `config`.
    func apply(environment: [String: String], to config: inout Config) throws(CommandLineError) {
        guard let value = environment[variable], !value.isEmpty else { return }
        switch kind {
        case .value(_, let apply):
            try apply(value, variable, &config)
        case .toggle(_, let onValues, let offValues, let apply):
            if onValues.contains(value.lowercased()) {
                apply(&config)
            } else if !offValues.contains(value.lowercased()) {
                throw CommandLineError(message: "\(variable) must be \(onValues[0]) or \(offValues[0]), not \(value).")
            }
        }
    }

    /// The option's lines in `--help`: the flag and what it does, then its variable and default.
    var usage: String {
        let column = 28
        var head = "  " + flag
        let environment: String
        switch kind {
        case .value(let placeholder, _):
            head += " " + placeholder
            environment = variable
        case .toggle(let variable, let onValues, _, _):
            environment = variable + "=" + onValues[0]
        }
        let details = "(" + ([environment] + (defaultText.map { ["default " + $0] } ?? [])).joined(separator: ", ") + ")"
        let padding = String(repeating: " ", count: max(1, column - head.count))
        return head + padding + help + "\n" + String(repeating: " ", count: column) + details
    }
}
