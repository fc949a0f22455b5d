import SQLite

/// The column of an `EXPLAIN QUERY PLAN` row that says how a step of the plan reads a table.
enum QueryPlanColumn: String, ColumnName {
    case detail
}
