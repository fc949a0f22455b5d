#include <sqlite3.h>

// sqlite3_config and sqlite3_db_config are variadic, which Swift cannot call: one
// fixed-argument wrapper per use.

// Switches off SQLite's count of the memory it holds, which takes a process-wide mutex on
// every allocation. Must run before the first connection opens.
static inline int liftinglog_configure_sqlite(void) {
    return sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0);
}

static inline int liftinglog_enable_checks(sqlite3 *db, int enable) {
    int result = sqlite3_db_config(db, SQLITE_DBCONFIG_ENABLE_TRIGGER, enable, (int *)0);
    if (result != SQLITE_OK) return result;
    return sqlite3_db_config(db, SQLITE_DBCONFIG_ENABLE_FKEY, enable, (int *)0);
}
