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

// SQLite's automatic checkpoint is a WAL hook run by the committing thread, right after its
// commit. This one takes its place and only notes the WAL's size in pages after each commit
// in *pages, so the checkpoint can run on another thread; a null pointer removes it.
static int liftinglog_note_wal_pages(void *pages, sqlite3 *db, const char *name, int count) {
    (void)db;
    (void)name;
    *(int *)pages = count;
    return SQLITE_OK;
}

static inline void liftinglog_watch_wal(sqlite3 *db, int *pages) {
    sqlite3_wal_hook(db, pages ? liftinglog_note_wal_pages : 0, pages);
}
