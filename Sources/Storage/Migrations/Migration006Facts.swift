import SQLite

extension Schema {
    /// Facts, their categories, the full-text index that searches them, the shipped facts
    /// already loaded (`fact_seeds`) and each user's recent searches.
    ///
    /// `body_key` (the text lowercased, spacing collapsed: `FactText.key`) makes one fact of
    /// two that differ only in case or spacing. `import_id` is the id an import gave a fact,
    /// so importing it again updates it. A category's `fact_count` is kept by triggers, so
    /// the category cloud on every facts page reads a handful of rows, not every link.
    /// A shipped fact staff deleted keeps its `fact_seeds` row (its `fact_id` set to NULL),
    /// so loading the collection again does not bring it back.
    static let migration006 = Migration("facts, categories, full-text search and recent searches", sql: """
        CREATE TABLE facts (
            id INTEGER PRIMARY KEY,
            body TEXT NOT NULL,
            body_key TEXT NOT NULL UNIQUE,
            source TEXT NOT NULL DEFAULT '',
            import_id TEXT UNIQUE,
            created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
        );
        CREATE TABLE categories (
            id INTEGER PRIMARY KEY,
            name TEXT NOT NULL UNIQUE,
            fact_count INTEGER NOT NULL DEFAULT 0
        );
        CREATE TABLE fact_categories (
            fact_id INTEGER NOT NULL REFERENCES facts(id) ON DELETE CASCADE,
            category_id INTEGER NOT NULL REFERENCES categories(id) ON DELETE CASCADE,
            PRIMARY KEY (fact_id, category_id)
        ) WITHOUT ROWID;
        CREATE INDEX fact_categories_by_category ON fact_categories(category_id, fact_id);
        CREATE TRIGGER fact_categorised AFTER INSERT ON fact_categories BEGIN
            UPDATE categories SET fact_count = fact_count + 1 WHERE id = NEW.category_id;
        END;
        CREATE TRIGGER fact_uncategorised AFTER DELETE ON fact_categories BEGIN
            UPDATE categories SET fact_count = fact_count - 1 WHERE id = OLD.category_id;
        END;
        CREATE TABLE fact_seeds (
            slug TEXT PRIMARY KEY,
            fact_id INTEGER REFERENCES facts(id) ON DELETE SET NULL,
            fingerprint TEXT NOT NULL
        ) WITHOUT ROWID;
        CREATE INDEX fact_seeds_by_fact ON fact_seeds(fact_id);
        CREATE TABLE recent_searches (
            user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
            query TEXT NOT NULL,
            searched_at INTEGER NOT NULL,
            PRIMARY KEY (user_id, query)
        ) WITHOUT ROWID;
        CREATE INDEX recent_searches_by_time ON recent_searches(user_id, searched_at);
        """) { connection in
        // Checked first so a SQLite without FTS5 fails with what to do about it, not with
        // "no such module".
        let options = try connection.prepare("PRAGMA compile_options").allValues { $0.string() }
        guard options.contains("ENABLE_FTS5") else {
            throw StorageError.database("this SQLite library was built without FTS5, which the facts search needs. "
                + "Install one built with it (Debian's and Ubuntu's libsqlite3 are).")
        }
        try connection.execute(factsFullTextIndex)
    }

    /// External content (the text is stored once, in `facts`), kept in step by triggers.
    /// unicode61 with remove_diacritics 2 folds case and accents ("Über" matches "uber"); the
    /// prefix indexes make the short prefix searches of a search box fast.
    static let factsFullTextIndex = """
        CREATE VIRTUAL TABLE facts_fts USING fts5(
            body, content='facts', content_rowid='id', tokenize='unicode61 remove_diacritics 2', prefix='2 3'
        );
        CREATE TRIGGER facts_added AFTER INSERT ON facts BEGIN
            INSERT INTO facts_fts(rowid, body) VALUES (NEW.id, NEW.body);
        END;
        CREATE TRIGGER facts_deleted AFTER DELETE ON facts BEGIN
            INSERT INTO facts_fts(facts_fts, rowid, body) VALUES ('delete', OLD.id, OLD.body);
        END;
        CREATE TRIGGER facts_changed AFTER UPDATE OF body ON facts BEGIN
            INSERT INTO facts_fts(facts_fts, rowid, body) VALUES ('delete', OLD.id, OLD.body);
            INSERT INTO facts_fts(rowid, body) VALUES (NEW.id, NEW.body);
        END;
        """
}
