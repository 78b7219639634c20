public import Models
public import NIOCore
public import PostgresNIO

/// A day in a PostgreSQL `DATE` column: bound as one (days since 2000-01-01, binary) and read from one.
extension Day: @retroactive PostgresEncodable, @retroactive PostgresDecodable {
    public static var psqlType: PostgresDataType { .date }
    public static var psqlFormat: PostgresFormat { .binary }

    /// 2000-01-01, PostgreSQL's day 0, in days since 1970-01-01.
    static let postgresEpoch = 10_957

    public func encode<JSONEncoder: PostgresJSONEncoder>(into buffer: inout ByteBuffer, context: PostgresEncodingContext<JSONEncoder>) {
        buffer.writeInteger(Int32(daysSince1970 - Self.postgresEpoch))
    }

    public init<JSONDecoder: PostgresJSONDecoder>(
        from buffer: inout ByteBuffer, type: PostgresDataType, format: PostgresFormat, context: PostgresDecodingContext<JSONDecoder>
    ) throws {
        guard type == .date, format == .binary, buffer.readableBytes == 4, let days = buffer.readInteger(as: Int32.self),
            let day = Day(daysSince1970: Int(days) + Self.postgresEpoch)
        else { throw PostgresDecodingError.Code.failure }
        self = day
    }
}
