// Generated from openapi.yaml by `npm run gen:types` (openapi/limits-source.ts). Do not edit.

/** The limits of Percent. */
export const Percent = {
  "minimum": 0,
  "maximum": 100
} as const

/** The limits of Count. */
export const Count = {
  "minimum": 0,
  "maximum": 100000
} as const

/** The limits of Problem. */
export const Problem = {
  "status": {
    "minimum": 400,
    "maximum": 599
  }
} as const

/** The limits of SignInProvider. */
export const SignInProvider = {
  "name": {
    "minLength": 1,
    "maxLength": 40
  }
} as const

/** The limits of User. */
export const User = {
  "streak": {
    "minimum": 0
  }
} as const

/** The limits of RegisterRequest. */
export const RegisterRequest = {
  "email": {
    "maxLength": 254
  },
  "password": {
    "minLength": 8,
    "maxLength": 128
  },
  "firstName": {
    "minLength": 1,
    "maxLength": 60
  }
} as const

/** The limits of LoginRequest. */
export const LoginRequest = {
  "email": {
    "maxLength": 254
  },
  "password": {
    "minLength": 1,
    "maxLength": 128
  }
} as const

/** The limits of Question. */
export const Question = {
  "section": {
    "minLength": 1
  },
  "topic": {
    "minLength": 1
  },
  "questionText": {
    "minLength": 1
  },
  "options": {
    "minItems": 0,
    "maxItems": 5,
    "items": {
      "minLength": 1
    }
  },
  "explanation": {
    "minLength": 1
  },
  "timeLimit": {
    "minimum": 10,
    "maximum": 3600
  },
  "acceptedAnswers": {
    "minItems": 1,
    "maxItems": 20,
    "items": {
      "minLength": 1,
      "maxLength": 20
    }
  },
  "passageSetId": {
    "minLength": 1,
    "maxLength": 80
  },
  "formats": {
    "maxItems": 5
  }
} as const

/** The limits of ShuffleSeed. */
export const ShuffleSeed = {
  "minimum": 0,
  "maximum": 4294967295
} as const

/** The limits of MatchingSet. */
export const MatchingSet = {
  "prompts": {
    "minItems": 2,
    "maxItems": 6,
    "items": {
      "minLength": 1
    }
  },
  "choices": {
    "minItems": 2,
    "maxItems": 8,
    "items": {
      "minLength": 1
    }
  }
} as const

/** The limits of OrderingSet. */
export const OrderingSet = {
  "items": {
    "minItems": 3,
    "maxItems": 6,
    "items": {
      "minLength": 1
    }
  }
} as const

/** The limits of SelectionSet. */
export const SelectionSet = {
  "count": {
    "minimum": 2,
    "maximum": 4
  },
  "choices": {
    "minItems": 5,
    "maxItems": 8,
    "items": {
      "minLength": 1
    }
  }
} as const

/** The limits of StatementSet. */
export const StatementSet = {
  "items": {
    "minItems": 2,
    "maxItems": 6,
    "items": {
      "minLength": 1
    }
  }
} as const

/** The limits of Figure. */
export const Figure = {
  "svg": {
    "minLength": 20,
    "maxLength": 16000
  },
  "description": {
    "minLength": 20,
    "maxLength": 800
  }
} as const

/** The limits of TableStimulus. */
export const TableStimulus = {
  "caption": {
    "minLength": 1
  },
  "columns": {
    "minItems": 1,
    "maxItems": 8
  },
  "rows": {
    "minItems": 1,
    "maxItems": 20
  }
} as const

/** The limits of ChartStimulus. */
export const ChartStimulus = {
  "caption": {
    "minLength": 1
  },
  "xLabel": {
    "minLength": 1
  },
  "yLabel": {
    "minLength": 1
  },
  "points": {
    "minItems": 2,
    "maxItems": 20
  }
} as const

/** The limits of GenerateQuestionsRequest. */
export const GenerateQuestionsRequest = {
  "section": {
    "minLength": 1,
    "maxLength": 100
  },
  "topic": {
    "minLength": 1,
    "maxLength": 100
  }
} as const

/** The limits of SubjectScores. */
export const SubjectScores = {
  "maxProperties": 50
} as const

/** The limits of TopicBreakdown. */
export const TopicBreakdown = {
  "maxProperties": 200
} as const

/** The limits of StartPracticeRequest. */
export const StartPracticeRequest = {
  "examType": {
    "minLength": 1,
    "maxLength": 64
  },
  "province": {
    "maxLength": 100
  },
  "subjects": {
    "maxItems": 3,
    "items": {
      "minLength": 1,
      "maxLength": 100
    }
  },
  "questionsAttempted": {
    "minimum": 0,
    "maximum": 0
  },
  "questionsCorrect": {
    "minimum": 0,
    "maximum": 0
  },
  "totalTime": {
    "minimum": 0,
    "maximum": 0
  }
} as const

/** The limits of UpdatePracticeRequest. */
export const UpdatePracticeRequest = {
  "minProperties": 1,
  "totalTime": {
    "minimum": 0,
    "maximum": 86400
  },
  "answers": {
    "maxItems": 200
  }
} as const

/** The limits of AnswerRecord. */
export const AnswerRecord = {
  "section": {
    "minLength": 1,
    "maxLength": 200
  },
  "topic": {
    "minLength": 1,
    "maxLength": 200
  },
  "chosen": {
    "maxLength": 2000
  },
  "seconds": {
    "minimum": 0,
    "maximum": 86400
  }
} as const

/** The limits of AnswerHistoryItem. */
export const AnswerHistoryItem = {
  "seconds": {
    "minimum": 0
  }
} as const

/** The limits of AnswerPage. */
export const AnswerPage = {
  "items": {
    "maxItems": 100
  }
} as const

/** The limits of ImportAnswersRequest. */
export const ImportAnswersRequest = {
  "minProperties": 1,
  "answers": {
    "maxItems": 200
  },
  "cards": {
    "maxItems": 200
  }
} as const

/** The limits of ReviewCard. */
export const ReviewCard = {
  "section": {
    "minLength": 1,
    "maxLength": 200
  },
  "topic": {
    "minLength": 1,
    "maxLength": 200
  },
  "stability": {
    "minimum": 0,
    "maximum": 1000000
  },
  "difficulty": {
    "minimum": 0,
    "maximum": 10
  },
  "elapsedDays": {
    "minimum": 0,
    "maximum": 1000000
  },
  "scheduledDays": {
    "minimum": 0,
    "maximum": 1000000
  },
  "learningSteps": {
    "minimum": 0,
    "maximum": 100
  },
  "reps": {
    "minimum": 0,
    "maximum": 1000000
  },
  "lapses": {
    "minimum": 0,
    "maximum": 1000000
  }
} as const

/** The limits of ReviewGradeRequest. */
export const ReviewGradeRequest = {
  "chosen": {
    "maxLength": 2000
  },
  "seconds": {
    "minimum": 0,
    "maximum": 86400
  },
  "reps": {
    "minimum": 0
  }
} as const

/** The limits of FullExamState. */
export const FullExamState = {
  "form": {
    "minimum": 1,
    "maximum": 2
  },
  "partIndex": {
    "minimum": 0,
    "maximum": 20
  },
  "routes": {
    "maxProperties": 20
  },
  "closed": {
    "maxItems": 20
  },
  "answers": {
    "maxProperties": 400,
    "values": {
      "maxLength": 2000
    }
  },
  "marked": {
    "maxItems": 400
  },
  "struck": {
    "maxProperties": 400,
    "values": {
      "maxItems": 10,
      "items": {
        "minimum": 0,
        "maximum": 9
      }
    }
  },
  "current": {
    "minimum": 0,
    "maximum": 400
  },
  "spent": {
    "maxProperties": 400,
    "values": {
      "minimum": 0,
      "maximum": 86400000
    }
  }
} as const

/** The limits of EpochMillis. */
export const EpochMillis = {
  "minimum": 0,
  "maximum": 9007199254740991
} as const

/** The limits of PracticeSession. */
export const PracticeSession = {
  "totalTime": {
    "minimum": 0
  }
} as const

/** The limits of WeaknessAnalysis. */
export const WeaknessAnalysis = {
  "recommendations": {
    "maxItems": 3
  }
} as const

/** The limits of TutorChatRequest. */
export const TutorChatRequest = {
  "message": {
    "minLength": 1,
    "maxLength": 4000
  },
  "context": {
    "maxLength": 8000
  },
  "history": {
    "maxItems": 8
  }
} as const

/** The limits of TutorHistoryMessage. */
export const TutorHistoryMessage = {
  "content": {
    "minLength": 1,
    "maxLength": 4000
  }
} as const

/** The limits of TutorQuestionContext. */
export const TutorQuestionContext = {
  "id": {
    "minLength": 1,
    "maxLength": 100
  },
  "section": {
    "maxLength": 200
  },
  "topic": {
    "maxLength": 100
  },
  "questionText": {
    "minLength": 1,
    "maxLength": 4000
  },
  "passage": {
    "maxLength": 8000
  },
  "figureDescription": {
    "maxLength": 800
  },
  "options": {
    "maxItems": 10,
    "items": {
      "maxLength": 1000
    }
  },
  "correctAnswer": {
    "maxLength": 1000
  },
  "explanation": {
    "maxLength": 4000
  },
  "studentAnswer": {
    "maxLength": 1000
  }
} as const

/** The limits of TutorProgressContext. */
export const TutorProgressContext = {
  "weakAreas": {
    "maxItems": 20
  }
} as const

/** The limits of TutorWeakArea. */
export const TutorWeakArea = {
  "section": {
    "maxLength": 200
  },
  "topic": {
    "maxLength": 100
  }
} as const

/** The limits of TutorStreamDelta. */
export const TutorStreamDelta = {
  "text": {
    "minLength": 1
  }
} as const

/** The limits of AiChatRequest. */
export const AiChatRequest = {
  "message": {
    "minLength": 1,
    "maxLength": 8000
  },
  "context": {
    "maxLength": 4000
  }
} as const

/** The limits of ChangePasswordRequest. */
export const ChangePasswordRequest = {
  "currentPassword": {
    "minLength": 1,
    "maxLength": 128
  },
  "newPassword": {
    "minLength": 8,
    "maxLength": 128
  }
} as const

/** The limits of PasswordResetRequest. */
export const PasswordResetRequest = {
  "email": {
    "maxLength": 254
  }
} as const

/** The limits of ConfirmPasswordResetRequest. */
export const ConfirmPasswordResetRequest = {
  "token": {
    "minLength": 1,
    "maxLength": 128
  },
  "newPassword": {
    "minLength": 8,
    "maxLength": 128
  }
} as const

/** The limits of DeleteAccountRequest. */
export const DeleteAccountRequest = {
  "password": {
    "minLength": 1,
    "maxLength": 128
  }
} as const

/** The limits of AccountAnswer. */
export const AccountAnswer = {
  "seconds": {
    "minimum": 0
  }
} as const

/** The limits of startLogin's query parameters. */
export const startLoginQuery = {
  "returnTo": {
    "maxLength": 2048
  }
} as const

/** The limits of finishProviderLogin's query parameters. */
export const finishProviderLoginQuery = {
  "code": {
    "maxLength": 4096
  },
  "state": {
    "maxLength": 512
  },
  "error": {
    "maxLength": 256
  }
} as const

/** The limits of listQuestions's query parameters. */
export const listQuestionsQuery = {
  "section": {
    "minLength": 1,
    "maxLength": 100
  },
  "topic": {
    "minLength": 1,
    "maxLength": 100
  },
  "limit": {
    "minimum": 1,
    "maximum": 100
  },
  "offset": {
    "minimum": 0,
    "maximum": 100000
  }
} as const

/** The limits of listAnswers's query parameters. */
export const listAnswersQuery = {
  "section": {
    "minLength": 1,
    "maxLength": 200
  },
  "topic": {
    "minLength": 1,
    "maxLength": 200
  },
  "limit": {
    "minimum": 1,
    "maximum": 100
  },
  "cursor": {
    "minLength": 1,
    "maxLength": 200
  }
} as const

/** The limits of listReviewCards's query parameters. */
export const listReviewCardsQuery = {
  "limit": {
    "minimum": 1,
    "maximum": 200
  }
} as const
