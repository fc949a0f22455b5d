#include <sqlite3.h>

// sqlite3_db_config is variadic, which Swift cannot call: one fixed-argument wrapper per use.
static inline int liftinglog_enable_triggers(sqlite3 *db, int enable) {
    return sqlite3_db_config(db, SQLITE_DBCONFIG_ENABLE_TRIGGER, enable, (int *)0);
}
