import type { ChatMessage, ChatState, ChatUser } from './chatState';

const users: ChatUser[] = [
    { id: 1, profile: '', name: 'Lisa Brooks', newMessage: 0 },
    { id: 2, profile: '', name: 'Marcus Chen', newMessage: 3 },
    { id: 3, profile: '', name: 'Priya Nair', newMessage: 1 },
    { id: 4, profile: '', name: 'Tom Walsh', newMessage: 0 },
    { id: 5, profile: '', name: 'Amelia Scott', newMessage: 5 },
    { id: 6, profile: '', name: 'Daniel Okafor', newMessage: 0 },
];

/** [user id, sent by me, text]: a short back-and-forth with each user. */
const lines: [number, boolean, string][] = [
    [1, false, 'Hi! Did you get a chance to look at the revision plan?'],
    [1, true, 'Yes, I went through it this morning.'],
    [1, false, 'Great. Does the Thursday session still work for you?'],
    [1, true, 'Thursday at 4 pm works.'],
    [1, false, 'Perfect. I will bring the practice papers.'],
    [1, true, 'Thanks, see you then.'],
    [1, false, 'One more thing: can you share last week’s notes?'],
    [1, true, 'Sure, I will upload them to the student folder.'],
    [1, false, 'Thank you!'],
    [1, true, 'No problem.'],
    [1, false, 'Also, the parents asked about the exam dates.'],
    [1, true, 'They are in the exam planner now.'],
    [2, false, 'Morning! Quick question about the maths resources.'],
    [2, false, 'Are the algebra worksheets for year 9 or year 10?'],
    [2, false, 'I could not find the answer sheets either.'],
    [3, true, 'Hello Priya, how did the mock test go?'],
    [3, false, 'Better than expected, thanks for the tips!'],
    [4, false, 'Can we move tomorrow’s session to Friday?'],
    [4, true, 'Friday is fine, same time.'],
    [5, false, 'Hi, I have uploaded my essay draft.'],
    [5, false, 'Could you check the introduction?'],
    [5, false, 'And the references section.'],
    [5, false, 'I was not sure about the format.'],
    [5, false, 'Thanks in advance!'],
    [6, true, 'Welcome aboard, Daniel!'],
    [6, false, 'Thanks, happy to be here.'],
];

const messages: ChatMessage[] = lines.map(([userId, self, message], index) => {
    const user = users.find(u => u.id === userId) as ChatUser;
    return { id: index + 1, user_id: userId, self, name: self ? '' : user.name, profile: '', message };
});

export const sampleChat = (): ChatState => ({ users, messages, activeUserId: users[0].id });
