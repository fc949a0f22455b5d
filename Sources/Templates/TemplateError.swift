/// A template that cannot be loaded or rendered, with the file and line to fix.
///
/// Printed as `Views/workouts/list.html:12: `{% end %}` without an open block`.
public struct TemplateError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The template's path as loaded (`Views/workouts/list.html`); empty when no file is involved.
    public let file: String
    /// 1-based line in `file`; 0 when the error concerns no single line.
    public let line: Int
    public let message: String

    init(file: String, line: Int, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    /// Thrown by `TemplateLibrary.render` for a name that was never loaded.
    public static func notFound(_ name: String) -> TemplateError {
        TemplateError(file: "", line: 0, message: "no template named `\(name)`; names are paths under Views without `.html`")
    }

    public var description: String {
        switch (file.isEmpty, line) {
        case (true, _): message
        case (false, 0): "\(file): \(message)"
        case (false, _): "\(file):\(line): \(message)"
        }
    }
}
