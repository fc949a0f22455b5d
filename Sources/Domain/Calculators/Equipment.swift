/// Competition equipment as the IPF GL formula distinguishes it.
public enum Equipment: String, Sendable, CaseIterable {
    case raw
    /// Single-ply suits and shirts ("equipped" in the IPF).
    case single
}
