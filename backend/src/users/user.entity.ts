import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { Role } from '@speakwell/contracts';

/** An account (table `users`, see the CreateUsers migration). */
@Entity({ name: 'users' })
export class User {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'text' })
  name: string;

  /** Always stored trimmed and lower-case; unique. */
  @Column({ type: 'text' })
  email: string;

  /** argon2id; null for accounts that only sign in with Google. Never leaves the server. */
  @Column({ name: 'password_hash', type: 'text', nullable: true, select: false })
  passwordHash: string | null;

  /** Google's stable account id (the ID token's `sub`), once linked. */
  @Column({ name: 'google_sub', type: 'text', nullable: true })
  googleSub: string | null;

  @Column({ type: 'text', default: 'user' })
  role: Role;

  @Column({ name: 'is_active', type: 'boolean', default: true })
  isActive: boolean;

  /** Raised to end every token issued before (password change, disabling, Google takeover). */
  @Column({ name: 'token_version', type: 'integer', default: 0 })
  tokenVersion: number;

  @Column({ name: 'subscription_type', type: 'text', default: 'free' })
  subscriptionType: string;

  @Column({ name: 'subscription_valid_until', type: 'timestamptz', nullable: true })
  subscriptionValidUntil: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
