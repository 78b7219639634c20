package import Logging
public import Models
public import PostgresNIO

extension PostgresConnection {
    /// The rows `query` answers, all at once. The store's answers are short (a row, a page), and rows
    /// collected by the connection cost a statement less than `PostgresRowSequence`: an async sequence with
    /// back pressure, each row handed over on its own.
    package func rows(_ query: PostgresQuery, logger: Logger) async throws -> [PostgresRow] {
        let result: EventLoopFuture<PostgresQueryResult> = self.query(query, logger: logger)
        return try await result.get().rows
    }

    /// The number a statement such as `SELECT count(*) …` answers (0 for no row).
    package func count(_ query: PostgresQuery, logger: Logger) async throws -> Int {
        guard let row = try await rows(query, logger: logger).first else { return 0 }
        var cells = Cells(row)
        return Int(try cells.next(Int64.self))
    }
}

/// A row's cells in their order, each decoded as the type its reader asks for: a cell at a time, each
/// decoding specialised for its type (a row decoded as a tuple goes through parameter packs, and looks up
/// the tuple's type metadata for every row).
public struct Cells {
    @usableFromInline var cells: PostgresRow.Iterator

    public init(_ row: PostgresRow) { cells = row.makeIterator() }

    /// The next cell, as a `T`; a row with fewer cells than its reader asks for is the database's fault
    /// (`ServiceError.unavailable`). Public and inlinable, so that each reader's call is specialized for
    /// its `T` (a package declaration's body reaches no other module without package-wide optimization):
    /// not specialized, a cell's decoding looked its types up at run time, 2.5% of a page's CPU (make
    /// bench-server's profile).
    @inlinable public mutating func next<T: PostgresDecodable>(_: T.Type = T.self) throws -> T {
        guard let cell = cells.next() else { throw ServiceError.unavailable }
        return try cell.decode(T.self)
    }

    /// Whether the next cell is null, without moving past it.
    package var nextIsNull: Bool {
        var ahead = cells
        return ahead.next()?.bytes == nil
    }
}

extension PostgresConnection {
    /// `work` in a transaction: BEGIN, then `work`, then COMMIT; when `work` throws, ROLLBACK. Its
    /// failures are `TransactionFailure`s that say which part failed. postgres-nio's `withTransaction` does
    /// the same with a row sequence for each of BEGIN and COMMIT, which cost a purchase more than its rows.
    package func transaction<T>(logger: Logger, _ work: (PostgresConnection) async throws -> T) async throws -> T {
        do {
            _ = try await rows("BEGIN", logger: logger)
        } catch {
            throw TransactionFailure(part: .begin, error: error)
        }
        let value: T
        do {
            value = try await work(self)
        } catch {
            _ = try? await rows("ROLLBACK", logger: logger)  // a connection that cannot roll back is closing
            throw TransactionFailure(part: .work, error: error)
        }
        do {
            _ = try await rows("COMMIT", logger: logger)
        } catch {
            throw TransactionFailure(part: .commit, error: error)
        }
        return value
    }
}

/// A `transaction` that failed, and the part of it that did. A failed COMMIT (its answer lost with the
/// connection, say) leaves the transaction's fate unknown: the database may have kept it.
package struct TransactionFailure: Error {
    package enum Part: Sendable { case begin, work, commit }

    package let part: Part
    package let error: any Error
}
