/// What `loop.` offers inside `{% for %}`.
enum LoopField: String, Sendable {
    /// 1-based, as people count rows.
    case index
    case first
    case last
}
