public import Foundation
public import HTTPTypes
public import OpenAPIRuntime

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// URLSession as the app's client may use it against a server it does not control: each request has a
/// whole deadline (a server that sends a byte a second cannot hold a login past it), a response body is
/// read up to a size and no further (a server that sends 300 MB is refused after the first few), and a
/// redirect is followed only within the server's own origin (scheme, host and port), so that the bearer
/// token never goes to another host, or over plain http from https.
///
/// A change (any method but GET, HEAD and OPTIONS) goes on a connection of its own, and is never sent again
/// by a redirect: an HTTP client sends a request again, unseen, when a connection it reused dies unanswered
/// (libcurl does, so URLSession on Linux does), and a purchase whose first copy was made could then be
/// answered by its second, "could not act", which the app would read as "not charged".
///
/// On Linux, swift-openapi-urlsession buffers a whole response with no bound and follows every redirect;
/// this transport does neither, on every platform.
public final class GuardedTransport: ClientTransport {
    /// How long a request may take in all, from sending to the last byte of its answer.
    public let deadline: Duration
    /// The most bytes of a response body read; past it the request fails.
    public let maximumBytes: Int
    /// The session of reads, whose connections are kept for the next request.
    private let session: URLSession
    private let configuration: URLSessionConfiguration
    private let tasks: Tasks

    /// Waits out a deadline (a test passes one it ends itself).
    private let sleep: @Sendable (Duration) async throws -> Void

    /// How long a request may take in all unless told otherwise: a server (`bazaar-server` answers every
    /// request within 12 s) has time to say what happened.
    public static let defaultDeadline: Duration = .seconds(15)
    /// The most bytes of a response body read unless told otherwise: the largest page of the contract is far
    /// smaller.
    public static let defaultMaximumBytes = 4 << 20

    /// A transport with no cache and no cookie jar: nothing of a session is kept on disk.
    public init(
        deadline: Duration = defaultDeadline, maximumBytes: Int = defaultMaximumBytes,
        sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) }
    ) {
        self.deadline = deadline
        self.maximumBytes = maximumBytes
        self.sleep = sleep
        let configuration = URLSessionConfiguration.ephemeral
        let seconds = Double(deadline.components.seconds) + Double(deadline.components.attoseconds) / 1e18
        configuration.timeoutIntervalForRequest = seconds
        configuration.timeoutIntervalForResource = seconds
        configuration.httpCookieStorage = nil
        configuration.urlCache = nil
        let tasks = Tasks(maximumBytes: maximumBytes)
        self.tasks = tasks
        self.configuration = configuration
        session = URLSession(configuration: configuration, delegate: tasks, delegateQueue: nil)
    }

    deinit { session.invalidateAndCancel() }

    /// Why a request was given up, besides the errors URLSession reports.
    public enum Refusal: Error, Equatable, Sendable {
        /// No whole answer came within `deadline`.
        case deadlinePassed
        /// The response body was longer than `maximumBytes`.
        case responseTooLarge
        /// The server redirected to another origin, or to plain http (never followed).
        case redirectRefused(location: String)
    }

    public func send(
        _ request: HTTPRequest, body: HTTPBody?, baseURL: URL, operationID: String
    ) async throws -> (
        HTTPResponse, HTTPBody?
    ) {
        var base = baseURL.absoluteString
        while base.hasSuffix("/") { base.removeLast() }
        guard let url = URL(string: base + (request.path ?? "")) else { throw URLError(.badURL) }
        var urlRequest = URLRequest(url: url)
        urlRequest.httpMethod = request.method.rawValue
        for field in request.headerFields { urlRequest.addValue(field.value, forHTTPHeaderField: field.name.rawName) }
        if let body { urlRequest.httpBody = try await Data(collecting: body, upTo: 1 << 20) }

        // A change in a session of its own, ended with it: its connection is new, and nothing is sent on it again.
        let changes = Self.isChange(urlRequest) ? URLSession(configuration: configuration, delegate: tasks, delegateQueue: nil) : nil
        defer { changes?.invalidateAndCancel() }
        let task = (changes ?? session).dataTask(with: urlRequest)
        let (response, data) = try await withThrowingTaskGroup(of: (HTTPURLResponse, Data)?.self) { group in
            group.addTask { [tasks] in try await tasks.run(task) }
            group.addTask { [deadline, sleep] in
                try await sleep(deadline)
                throw Refusal.deadlinePassed
            }
            defer {
                group.cancelAll()
                task.cancel()
            }
            while let result = try await group.next() {
                if let result { return result }
            }
            throw CancellationError()
        }
        var fields = HTTPFields()
        for case let (name as String, value as String) in response.allHeaderFields {
            if let name = HTTPField.Name(name) { fields.append(HTTPField(name: name, value: value)) }
        }
        return (HTTPResponse(status: .init(code: response.statusCode), headerFields: fields), HTTPBody(data))
    }

    /// Whether `request` changes something (its method is not GET, HEAD or OPTIONS).
    static func isChange(_ request: URLRequest) -> Bool {
        !["GET", "HEAD", "OPTIONS"].contains(request.httpMethod?.uppercased() ?? "GET")
    }

    /// The session's delegate: each task's answer as it comes, its size bound, and the redirects it may take.
    private final class Tasks: NSObject, URLSessionDataDelegate, @unchecked Sendable {
        let maximumBytes: Int
        // `running` is only read or written with `lock` held.
        private let lock = NSLock()
        private var running: [ObjectIdentifier: Running] = [:]

        private struct Running {
            var continuation: CheckedContinuation<(HTTPURLResponse, Data)?, any Error>
            var response: HTTPURLResponse?
            var data = Data()
            /// Why its answer is refused once it ends (a redirect not followed).
            var refusal: Refusal?
        }

        init(maximumBytes: Int) { self.maximumBytes = maximumBytes }

        /// Starts `task` and waits for its whole answer; cancelling the caller cancels it and returns at once
        /// (URLSession on Linux reports the cancellation only once it has read on, sometimes to the end).
        func run(_ task: URLSessionDataTask) async throws -> (HTTPURLResponse, Data)? {
            try await withTaskCancellationHandler {
                try await withCheckedThrowingContinuation { continuation in
                    lock.withLock { running[ObjectIdentifier(task)] = Running(continuation: continuation) }
                    task.resume()
                }
            } onCancel: {
                end(task, with: .failure(CancellationError()))
                task.cancel()
            }
        }

        /// Ends `task` with `result` (unless it has ended): its caller is answered now, whatever URLSession
        /// still does with it. Whoever calls this cancels the task, so that nothing more of it is read.
        private func end(_ task: URLSessionTask, with result: Result<(HTTPURLResponse, Data)?, any Error>) {
            let ended = lock.withLock { running.removeValue(forKey: ObjectIdentifier(task)) }
            ended?.continuation.resume(with: result)
        }

        func urlSession(
            _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
            completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
        ) {
            // A body that says it is too large is refused before any of it is read. One that does not say
            // (chunked) is cut once past the bound; URLSession on Linux reads on while that cut is on its
            // way (it has no backpressure), so a very fast server may send somewhat more first.
            guard response.expectedContentLength <= Int64(maximumBytes) else {
                end(dataTask, with: .failure(Refusal.responseTooLarge))
                completionHandler(.cancel)
                return
            }
            lock.withLock { running[ObjectIdentifier(dataTask)]?.response = response as? HTTPURLResponse }
            completionHandler(.allow)
        }

        func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
            // Appended where it is kept (a copy of a task's data for each piece made reading quadratic, and
            // the pieces piled up in the delegate's queue: 405 MB for a 300 MB answer).
            let tooLarge = lock.withLock {
                guard running[ObjectIdentifier(dataTask)] != nil else { return false }
                guard running[ObjectIdentifier(dataTask)]!.data.count + data.count <= maximumBytes else { return true }
                running[ObjectIdentifier(dataTask)]!.data.append(data)
                return false
            }
            if tooLarge {
                end(dataTask, with: .failure(Refusal.responseTooLarge))
                dataTask.cancel()
            }
        }

        func urlSession(
            _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
            newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void
        ) {
            let from = task.originalRequest?.url
            // Followed only within the server's origin, and never to send a change again (a 307 or 308 keeps the
            // method; a 303 is a GET).
            guard let to = request.url, let from, Self.origin(of: to) == Self.origin(of: from), !GuardedTransport.isChange(request) else {
                // Not followed, and left to end with the redirect's own answer, which is then refused. Ended here and
                // cancelled (by its caller, once answered), the task raced FoundationNetworking's handling of this
                // callback, which then stopped the process.
                let refusal = Refusal.redirectRefused(location: request.url?.absoluteString ?? "")
                lock.withLock { running[ObjectIdentifier(task)]?.refusal = refusal }
                completionHandler(nil)
                return
            }
            completionHandler(request)
        }

        func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
            guard let finished = lock.withLock({ running.removeValue(forKey: ObjectIdentifier(task)) }) else { return }
            if let refusal = finished.refusal {
                finished.continuation.resume(throwing: refusal)
            } else if let error {
                finished.continuation.resume(throwing: error)
            } else if let response = finished.response {
                finished.continuation.resume(returning: (response, finished.data))
            } else {
                finished.continuation.resume(throwing: URLError(.badServerResponse))
            }
        }

        /// A URL's origin: its scheme, host and port (the scheme's own when it names none).
        static func origin(of url: URL) -> String? {
            guard let scheme = url.scheme?.lowercased(), let host = url.host?.lowercased() else { return nil }
            return "\(scheme)://\(host):\(url.port ?? (scheme == "https" ? 443 : 80))"
        }
    }
}
