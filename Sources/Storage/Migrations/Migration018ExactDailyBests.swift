import SQLite

extension Schema {
    /// Daily bests were stored rounded to hundredths and shown rounded again to tenths, so
    /// 3.2 % of them showed 0.1 too high (130 × 36 / 34 = 137.647 showed 137.7 through 137.65).
    /// They are kept exact now (`BestPerDay.estimateKg`): every lift's bests and record are
    /// worked out again from its sets, by migration 26 (`Schema.refreshEveryRecord`), once the
    /// columns `HistoryRecords` reads exist. (Numbered 18: the routines work takes 17.)
    static let migration018 = Migration("daily bests kept exact", sql: "")
}
