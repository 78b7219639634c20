public import API
import Models
public import Testing

/// The checks of a problem mapping, the skeleton's or a feature's (`FeatureProblems`): what crosses the contract
/// comes back as itself, and only a failure of the service itself is a 5xx.
public enum ProblemChecks {
    /// Sends each error across and back, and returns the codes they crossed as (one for each error).
    public static func expectEachComesBackAsItself(
        _ errors: [any Error & Equatable], features: [any FeatureProblems.Type] = [], sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> Set<Components.Schemas.ProblemCode> {
        var codes: Set<Components.Schemas.ProblemCode> = []
        for error in errors {
            let problem = Components.Schemas.Problem(for: error, features: features)
            #expect(problem.status == status(of: problem.code, features: features), sourceLocation: sourceLocation)
            #expect(problem.detail == String(describing: error), sourceLocation: sourceLocation)
            let back = try #require(problem.error(features: features), "\(error)", sourceLocation: sourceLocation)
            #expect(String(describing: back) == String(describing: error), sourceLocation: sourceLocation)
            #expect(type(of: back) == type(of: error), sourceLocation: sourceLocation)
            codes.insert(problem.code)
        }
        #expect(codes.count == errors.count, "one code for each error", sourceLocation: sourceLocation)
        return codes
    }

    /// Each of `codes` is a 503 exactly when it is one of `serviceFailures`, and a 4xx otherwise.
    public static func expectOnlyServiceFailuresAre5xx(
        among codes: Set<Components.Schemas.ProblemCode>, _ serviceFailures: Set<Components.Schemas.ProblemCode>,
        features: [any FeatureProblems.Type] = [], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        for code in codes {
            let status = status(of: code, features: features)
            #expect((status == 503) == serviceFailures.contains(code), "\(code)", sourceLocation: sourceLocation)
            #expect((400..<500).contains(status) || status == 503, "\(code)", sourceLocation: sourceLocation)
        }
    }

    /// The status a problem with `code` is answered with: its feature's, else the skeleton's.
    public static func status(of code: Components.Schemas.ProblemCode, features: [any FeatureProblems.Type]) -> Int {
        features.lazy.compactMap { $0.statusAndTitle(of: code)?.status }.first ?? code.status
    }
}
