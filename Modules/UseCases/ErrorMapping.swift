import Models

/// Runs `work`, passing `ServiceError` and cancellation through, wrapping a `StoreError` as `ServiceError.store`
/// and turning any other failure into `ServiceError.unavailable`, so callers above see only errors a person
/// can be told about.
public func mapErrors<T>(_ work: () async throws -> T) async throws -> T {
    do {
        return try await work()
    } catch let error as ServiceError {
        throw error
    } catch let error as StoreError {
        throw ServiceError.store(error)
    } catch is CancellationError {
        throw CancellationError()
    } catch {
        throw ServiceError.unavailable
    }
}
