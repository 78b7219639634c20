public import Foundation
import Models
public import UseCases

/// Slows down guessing passwords: each account and each address may fail `burst` logins in a row, and
/// then one each `interval`. Past that an attempt is refused before any password is checked, with how long
/// to wait (`LoginError.tooManyAttempts`). A login that succeeds, or that checks no password, gives its attempt back.
///
/// A token bucket per key, in this process's memory: several servers behind one balancer each keep
/// their own, so the rate a whole deployment allows is the stated one times the number of servers.
public final class LoginThrottle: Sendable {
    /// How many failures a key may have at once, and how fast it may fail after that.
    public struct Rule: Sendable, Equatable {
        public var burst: Int
        public var interval: Duration

        public init(burst: Int, interval: Duration) {
            self.burst = max(1, burst)
            self.interval = interval
        }

        /// 5 failures at once, then one each 12 s: 5 a minute for one account.
        public static let account = Rule(burst: 5, interval: .seconds(12))
        /// 20 failures at once, then one each 3 s: 20 a minute from one address.
        public static let address = Rule(burst: 20, interval: .seconds(3))
    }

    /// What a login attempt is counted against.
    public enum Key: Hashable, Sendable {
        case account(String)
        case address(String)
    }

    private let rules: @Sendable (Key) -> Rule
    private let now: @Sendable () -> Date
    private let state = State()
    /// Keys kept before the full buckets are forgotten (a full bucket is the same as no bucket).
    private let pruneAbove: Int

    public init(
        account: Rule = .account, address: Rule = .address, pruneAbove: Int = 10_000, now: @escaping @Sendable () -> Date = Date.init
    ) {
        self.rules = { key in
            switch key {
            case .account: account
            case .address: address
            }
        }
        self.now = now
        self.pruneAbove = pruneAbove
    }

    /// Takes one attempt from each of `keys`: nil when the attempt may go on, or how long to wait (and
    /// nothing is taken) when one of them has none left.
    public func attempt(_ keys: [Key]) -> Duration? {
        let now = now()
        return state.withLock { buckets in
            var waits: [Duration] = []
            for key in keys {
                let rule = rules(key)
                let tokens = Self.tokens(buckets[key], rule: rule, at: now)
                if tokens < 1 { waits.append(rule.interval * (1 - tokens)) }
            }
            if let longest = waits.max() { return longest }
            for key in keys {
                buckets[key] = Bucket(tokens: Self.tokens(buckets[key], rule: rules(key), at: now) - 1, at: now)
            }
            if buckets.count > pruneAbove {
                buckets = buckets.filter { Self.tokens($0.value, rule: rules($0.key), at: now) < Double(rules($0.key).burst) }
            }
            return nil
        }
    }

    /// Gives back the attempt `attempt` took from each of `keys`: the login succeeded, or never checked a
    /// password.
    public func giveBack(_ keys: [Key]) {
        let now = now()
        state.withLock { buckets in
            for key in keys {
                guard let bucket = buckets[key] else { continue }
                buckets[key] = Bucket(tokens: min(Self.tokens(bucket, rule: rules(key), at: now) + 1, Double(rules(key).burst)), at: now)
            }
        }
    }

    /// How many keys are kept now.
    public var keyCount: Int { state.withLock { $0.count } }

    /// The attempts `bucket` holds at `now`, refilled at one per interval up to the burst.
    private static func tokens(_ bucket: Bucket?, rule: Rule, at now: Date) -> Double {
        guard let bucket else { return Double(rule.burst) }
        let interval = Double(rule.interval.components.seconds) + Double(rule.interval.components.attoseconds) / 1e18
        let refilled = max(0, now.timeIntervalSince(bucket.at)) / max(interval, .leastNonzeroMagnitude)
        return min(Double(rule.burst), bucket.tokens + refilled)
    }

    private struct Bucket {
        var tokens: Double
        var at: Date
    }

    private final class State: @unchecked Sendable {
        private let lock = NSLock()
        private var buckets: [Key: Bucket] = [:]

        func withLock<T>(_ body: (inout [Key: Bucket]) -> T) -> T {
            lock.withLock { body(&buckets) }
        }
    }
}

extension LoginUseCase {
    /// This login with failed attempts slowed by `throttle`, per account and per `origin` (the client's address:
    /// none when empty): past the limit an attempt is refused before any password is checked
    /// (`LoginError.tooManyAttempts`, with how long to wait). Only a wrong password counts: a malformed attempt, a
    /// failing store or a full queue of checks tested nothing. Any front end a network reaches logs in through
    /// it (bazaar-server's sessions, bazaar-web).
    public func throttled(by throttle: LoginThrottle, origin: String) -> LoginUseCase {
        LoginUseCase(
            logIn: { email, password in
                // What is not an address checks no password: it is refused before it is counted or kept, so no
                // text of any size or content becomes a throttle key.
                guard let address = EmailAddress(email) else { throw LoginError.invalidEmail }
                var keys: [LoginThrottle.Key] = [.account(address.rawValue)]
                if !origin.isEmpty { keys.append(.address(origin)) }
                if let wait = throttle.attempt(keys) {
                    let (seconds, fraction) = wait.components
                    throw LoginError.tooManyAttempts(retryAfterSeconds: Int(clamping: max(1, seconds + (fraction > 0 ? 1 : 0))))
                }
                do {
                    let session = try await self.logIn(email, password)
                    throttle.giveBack(keys)
                    return session
                } catch {
                    if error as? LoginError != .invalidCredentials { throttle.giveBack(keys) }
                    throw error
                }
            },
            logOut: logOut)
    }
}
